// Importing this module adds the pages strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import pages from '@web/i18n/en-CA/pages';

addNamespace('pages', pages, () => import('@web/i18n/fr-CA/pages'));
