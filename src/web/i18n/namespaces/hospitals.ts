// Importing this module adds the hospitals strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import hospitals from '@web/i18n/en-CA/hospitals';

addNamespace('hospitals', hospitals, () => import('@web/i18n/fr-CA/hospitals'));
