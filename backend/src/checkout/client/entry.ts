import { enhanceCheckoutForm } from './enhance-form';

// A module script runs after the document is parsed: the form is there.
enhanceCheckoutForm(document);
