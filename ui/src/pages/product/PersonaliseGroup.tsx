import { useDeferredValue, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { type PrintProblem, printLabel, printPreviewUrl } from '@fanshop/core/personalisation';
import { formatPrice, type Cents } from '@fanshop/core/pricing';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';

/**
 * "Personalise": a name and a number printed on the back (issue 36), for a product whose API answer
 * offers it. Each field is optional, names its surcharge and explains a value it cannot print as it is
 * typed; the back of the shirt shows the print as it will be. Printed goods are made for the shopper and
 * cannot be returned, which the group says beside the fields.
 */
export const PersonaliseGroup = observer(function PersonaliseGroup({ checking }: { checking: boolean }) {
  const store = useService('product');
  const { t } = useT();
  const id = useId();
  const product = store.product;
  const offer = product?.personalisation;
  const reading = store.printReading;
  const print = reading.ok ? reading.print : null;
  // The picture follows the typing a moment behind, so a fast typist does not load every letter.
  const shown = useDeferredValue(print);
  if (!product || !offer) return null;

  const problems = reading.ok ? {} : reading.problems;
  const problemText = (problem: PrintProblem | undefined): string | null => {
    if (!problem) return null;
    return t(`product.print.problems.${problem}`, {
      count: offer.name?.maxLength ?? 0,
      min: offer.number?.min ?? 0,
      max: offer.number?.max ?? 0,
    });
  };
  const nameProblem = problemText(problems.name);
  const numberProblem = problemText(problems.number);
  const label = printLabel(shown);

  return (
    <fieldset
      className={`pdp-print${checking ? ' pdp-print--checking' : ''}`}
      aria-describedby={`${id}-returns`}
    >
      <legend className="pdp-print__legend">{t('product.print.title')}</legend>
      <p className="pdp-print__intro">{t('product.print.intro')}</p>
      <div className="pdp-print__body">
        <div className="pdp-print__fields">
          {offer.name ? (
            <PrintField
              id={`${id}-name`}
              kind="name"
              price={offer.name.price}
              hint={t('product.print.nameHint', { count: offer.name.maxLength })}
              problem={nameProblem}
              value={store.printName}
              onChange={(value) => store.setPrintName(value)}
            />
          ) : null}
          {offer.number ? (
            <PrintField
              id={`${id}-number`}
              kind="number"
              price={offer.number.price}
              hint={t('product.print.numberHint', { min: offer.number.min, max: offer.number.max })}
              problem={numberProblem}
              value={store.printNumber}
              onChange={(value) => store.setPrintNumber(value)}
            />
          ) : null}
        </div>
        <figure className="pdp-print__preview">
          {offer.preview ? (
            <img
              className="pdp-print__picture"
              src={printPreviewUrl(offer.preview, shown)}
              alt={label ? t('product.print.previewAlt', { print: label }) : t('product.print.previewEmpty')}
              width={400}
              height={400}
              decoding="async"
            />
          ) : (
            <div className="pdp-print__drawn" aria-hidden="true">
              <span className="pdp-print__drawn-name">{shown?.name ?? ''}</span>
              <span className="pdp-print__drawn-number">{shown?.number ?? ''}</span>
            </div>
          )}
          <figcaption className="pdp-print__caption" aria-live="polite">
            {label ? t('product.print.previewAlt', { print: label }) : t('product.print.preview')}
          </figcaption>
        </figure>
      </div>
      <p id={`${id}-returns`} className="pdp-print__returns">
        {t('product.print.returns')}
      </p>
    </fieldset>
  );
});

/** One field of the print: its label with the surcharge, the input, the hint and what is wrong, if anything. */
function PrintField(props: {
  readonly id: string;
  readonly kind: 'name' | 'number';
  /** The surcharge for printing this field. */
  readonly price: Cents;
  readonly hint: string;
  readonly problem: string | null;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const { id, kind, problem } = props;
  const { t, language } = useT();
  // A name is typed as letters and printed in capitals; a number on a phone's number pad.
  const typing =
    kind === 'name'
      ? ({ autoCapitalize: 'characters', spellCheck: false } as const)
      : ({ inputMode: 'numeric' } as const);
  return (
    <div className={`pdp-print__field${problem ? ' pdp-print__field--invalid' : ''}`}>
      <label htmlFor={id} className="pdp-print__label">
        {t(`product.print.${kind}`)}
        <span className="pdp-print__price">
          {t('product.print.surcharge', { price: formatPrice(props.price, language) })}
        </span>
      </label>
      <input
        id={id}
        className={`input pdp-print__input pdp-print__input--${kind}`}
        type="text"
        autoComplete="off"
        {...typing}
        value={props.value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="pdp-print__hint">
        {props.hint}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="pdp-print__error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
