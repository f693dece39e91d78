// Importing this module adds the referral screens' strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import referrals from '@web/i18n/en-CA/referrals';

addNamespace('referrals', referrals, () => import('@web/i18n/fr-CA/referrals'));
