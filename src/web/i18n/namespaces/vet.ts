// Importing this module adds the vet strings; every module that reads them imports it.
import { addNamespace } from '@web/i18n';
import vet from '@web/i18n/en-CA/vet';

addNamespace('vet', vet, () => import('@web/i18n/fr-CA/vet'));
