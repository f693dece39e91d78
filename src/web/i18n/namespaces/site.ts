// Importing this module adds the site strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import site from '@web/i18n/en-CA/site';

addNamespace('site', site, () => import('@web/i18n/fr-CA/site'));
