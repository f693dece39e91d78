// Importing this module adds the validation messages of the shared contracts (SPEC §5); the form
// field imports it to show a schema's English message in the language shown.
import { addNamespace } from '@web/i18n';
import validation from '@web/i18n/en-CA/validation';

addNamespace('validation', validation, () => import('@web/i18n/fr-CA/validation'));
