import type { Kysely } from 'kysely';
import { clinicDerived } from '../rows/clinics';

/**
 * Issue 21, searching near a place: each clinic's coordinates (those of its city, from the GeoNames
 * gazetteer in modules/places), and a name search that also matches the city, so its search_key now
 * holds the city after the name (docs/decisions/094). The (lat, lon) index serves the bounding box a
 * search within a radius starts from. Existing rows are filled here, with the code that fills new
 * ones: the gazetteer is data, not schema, and a later run computing better coordinates is welcome.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinics').addColumn('lat', 'double precision').execute();
  await db.schema.alterTable('clinics').addColumn('lon', 'double precision').execute();
  await db.schema.createIndex('clinics_location_idx').on('clinics').columns(['lat', 'lon']).execute();

  const rows = await db.selectFrom('clinics').select(['id', 'name', 'city', 'province']).execute();
  for (const r of rows) {
    await db.updateTable('clinics').set(clinicDerived(r)).where('id', '=', r.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('clinics_location_idx').execute();
  await db.schema.alterTable('clinics').dropColumn('lon').execute();
  await db.schema.alterTable('clinics').dropColumn('lat').execute();
}
