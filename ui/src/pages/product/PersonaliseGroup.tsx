import { useDeferredValue, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { type PrintProblem, printLabel, printPreviewUrl } from '@fanshop/core/personalisation';
import { formatPrice } from '@fanshop/core/pricing';
import { useServices } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';

/**
 * "Personalise": a name and a number printed on the back (issue 36), for a product whose API answer
 * offers it. Each field is optional, names its surcharge and explains a value it cannot print as it is
 * typed; the back of the shirt shows the print as it will be. Printed goods are made for the shopper and
 * cannot be returned, which the group says beside the fields.
 */
export const PersonaliseGroup = observer(function PersonaliseGroup({ checking }: { checking: boolean }) {
  const { product: store } = useServices();
  const { t, language } = useT();
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
            <div className={`pdp-print__field${nameProblem ? ' pdp-print__field--invalid' : ''}`}>
              <label htmlFor={`${id}-name`} className="pdp-print__label">
                {t('product.print.name')}
                <span className="pdp-print__price">
                  {t('product.print.surcharge', { price: formatPrice(offer.name.price, language) })}
                </span>
              </label>
              <input
                id={`${id}-name`}
                className="input pdp-print__input pdp-print__input--name"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={store.printName}
                aria-invalid={nameProblem ? true : undefined}
                aria-describedby={`${id}-name-hint${nameProblem ? ` ${id}-name-error` : ''}`}
                onChange={(event) => store.setPrintName(event.target.value)}
              />
              <p id={`${id}-name-hint`} className="pdp-print__hint">
                {t('product.print.nameHint', { count: offer.name.maxLength })}
              </p>
              {nameProblem ? (
                <p id={`${id}-name-error`} className="pdp-print__error">
                  {nameProblem}
                </p>
              ) : null}
            </div>
          ) : null}
          {offer.number ? (
            <div className={`pdp-print__field${numberProblem ? ' pdp-print__field--invalid' : ''}`}>
              <label htmlFor={`${id}-number`} className="pdp-print__label">
                {t('product.print.number')}
                <span className="pdp-print__price">
                  {t('product.print.surcharge', { price: formatPrice(offer.number.price, language) })}
                </span>
              </label>
              <input
                id={`${id}-number`}
                className="input pdp-print__input pdp-print__input--number"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={store.printNumber}
                aria-invalid={numberProblem ? true : undefined}
                aria-describedby={`${id}-number-hint${numberProblem ? ` ${id}-number-error` : ''}`}
                onChange={(event) => store.setPrintNumber(event.target.value)}
              />
              <p id={`${id}-number-hint`} className="pdp-print__hint">
                {t('product.print.numberHint', { min: offer.number.min, max: offer.number.max })}
              </p>
              {numberProblem ? (
                <p id={`${id}-number-error`} className="pdp-print__error">
                  {numberProblem}
                </p>
              ) : null}
            </div>
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
