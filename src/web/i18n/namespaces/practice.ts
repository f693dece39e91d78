// Importing this module adds the practice strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import practice from '@web/i18n/en-CA/practice';

addNamespace('practice', practice, () => import('@web/i18n/fr-CA/practice'));
