// Importing this module adds the auth strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import auth from '@web/i18n/en-CA/auth';

addNamespace('auth', auth, () => import('@web/i18n/fr-CA/auth'));
