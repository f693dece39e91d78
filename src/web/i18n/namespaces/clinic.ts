// Importing this module adds the clinic strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import clinic from '@web/i18n/en-CA/clinic';

addNamespace('clinic', clinic, () => import('@web/i18n/fr-CA/clinic'));
