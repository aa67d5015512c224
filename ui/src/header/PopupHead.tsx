/** A header popup's heading, with how many items it holds beside it once there are any. */
export function PopupHead({
  title,
  count = 0,
  countLabel,
}: {
  title: string;
  /** Left out by a popup that counts nothing (the account's). */
  count?: number;
  countLabel?: string;
}) {
  return (
    <div className="header-popup__head">
      <h2 className="header-popup__title">{title}</h2>
      {count > 0 ? <span className="header-popup__count">{countLabel}</span> : null}
    </div>
  );
}
