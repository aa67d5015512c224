import { enhanceCheckoutForm } from './enhance-form';
import { enhancePrintButtons } from './enhance-print';

// A module script runs after the document is parsed: the form is there.
enhanceCheckoutForm(document);
enhancePrintButtons(document);
