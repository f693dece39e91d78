import type { HospitalDetail, HospitalInternal } from '@shared/contracts/hospitals';
import type { Db } from '../../db';
import type { Clock } from '../../clock';
import { appError } from '../../errors';
import { hospitalMeasures } from '../measures';
import * as repo from './repository';

/** The hospital profile: the clinic, its services with their procedure waits, its quotes, its specialties. */
export async function getHospitalDetail(db: Db, clock: Clock, reader: repo.ListingReader, id: number): Promise<HospitalDetail> {
  const clinic = await repo.findVisibleClinic(db, id, reader);
  if (!clinic) throw appError('CLINIC_NOT_FOUND');
  const [services, waits, pricings, measured] = await Promise.all([
    repo.listServices(db, id),
    repo.listProcedureWaits(db, id),
    repo.listPricings(db, id),
    hospitalMeasures(db, clock, id),
  ]);
  return {
    clinic,
    services: services.map((s) => ({ ...s, procedures: waits.filter((w) => w.specialty_id === s.specialty_id), measured: measured.specialty(s.specialty_id) })),
    pricings,
    specialties: services.map((s) => ({ id: s.specialty.id, name: s.specialty.name, name_fr: s.specialty.name_fr })),
    measured: measured.hospital,
  };
}

export async function getHospitalInternal(db: Db, reader: repo.ListingReader, id: number): Promise<HospitalInternal> {
  const clinic = await repo.findVisibleClinic(db, id, reader);
  if (!clinic) throw appError('CLINIC_NOT_FOUND');
  return { clinic, staff: await repo.listStaff(db, id) };
}
