// Importing this module adds the legal pages' strings to the site namespace; through ./site it also
// brings the shared site strings (shared.*) those pages read.
import { addNamespace } from '@web/i18n';
import siteLegal from '@web/i18n/en-CA/site-legal';
import './site';

addNamespace('site', siteLegal, () => import('@web/i18n/fr-CA/site-legal'));
