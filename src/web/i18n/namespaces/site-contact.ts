// Importing this module adds the Contact page strings to the site namespace; through ./site it also
// brings the shared site strings (shared.*) those pages read.
import { addNamespace } from '@web/i18n';
import siteContact from '@web/i18n/en-CA/site-contact';
import './site';

addNamespace('site', siteContact, () => import('@web/i18n/fr-CA/site-contact'));
