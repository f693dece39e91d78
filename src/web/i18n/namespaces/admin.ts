// Importing this module adds the admin strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import admin from '@web/i18n/en-CA/admin';

addNamespace('admin', admin, () => import('@web/i18n/fr-CA/admin'));
