// Importing this module adds the profile strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import profile from '@web/i18n/en-CA/profile';

addNamespace('profile', profile, () => import('@web/i18n/fr-CA/profile'));
