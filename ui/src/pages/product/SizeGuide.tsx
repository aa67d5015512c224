import { useRef } from 'react';
import { sizeChart, type SizeChartKind } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';
import { CloseButton } from '../../components/CloseButton';

/**
 * The size guide: a button beside the sizes that opens the product's size chart in a modal dialog.
 * The browser's own `<dialog>` keeps the focus inside, closes on Escape and returns the focus to the
 * button; a click on the dimmed page around it closes it too.
 */
export function SizeGuide({ kind }: { readonly kind: SizeChartKind }) {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const chart = sizeChart(kind);
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button
        type="button"
        className="button button--link pdp-size-guide__open"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        {t('product.sizeGuide')}
      </button>
      {/* The backdrop click is a pointer shortcut: keyboards close it with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className="pdp-size-guide"
        aria-labelledby="pdp-size-guide-title"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself, outside its content box.
          if (event.target === dialogRef.current) close();
        }}
      >
        <div className="pdp-size-guide__head">
          <h2 id="pdp-size-guide-title">{t('product.sizeGuideTitle')}</h2>
          <CloseButton
            className="header-button pdp-size-guide__close"
            label={t('product.sizeGuideClose')}
            onClick={close}
          />
        </div>
        <p className="pdp-size-guide__intro">{t('product.sizeGuideIntro')}</p>
        <div className="pdp-size-guide__scroll">
          <table className="pdp-size-guide__table">
            <thead>
              <tr>
                <th scope="col">{t('product.sizeGuideSize')}</th>
                {chart.measures.map((measure) => (
                  <th key={measure} scope="col">
                    {t(`product.measure.${measure}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  {row.values.map((value, index) => (
                    <td key={chart.measures[index]}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </dialog>
    </>
  );
}
