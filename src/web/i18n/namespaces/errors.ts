// Importing this module adds the API error messages (one per error code of src/shared/errors.ts);
// every module that shows a failed call's words imports it (lib/api-client's errorText reads them).
import { addNamespace } from '@web/i18n';
import errors from '@web/i18n/en-CA/errors';

addNamespace('errors', errors, () => import('@web/i18n/fr-CA/errors'));
