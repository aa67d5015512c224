import { enableStaticRendering } from 'mobx-react-lite';

/**
 * MobX's static rendering for the server: no reactions, and `observer()` gives the component back as
 * it is, with no memo or observer wrapper around it. `observer()` decides when a component's module is
 * evaluated, so this module is the server entry's first import: switched on in the entry's body, it
 * came after every component module and every component kept its wrapper.
 */
enableStaticRendering(true);
