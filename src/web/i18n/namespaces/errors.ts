// Importing this module adds the API error messages (one per error code of src/shared/errors.ts), read
// by lib/api-client's errorText, which imports it. Only the French is shipped, as a chunk of its own
// loaded with French: in English the server's own message is shown, and it is the en-CA catalogue
// (en-CA/errors.ts is that table) or a more precise sentence about the request (docs/decisions/070).
import { addNamespace } from '@web/i18n';

addNamespace('errors', {}, () => import('@web/i18n/fr-CA/errors'));
