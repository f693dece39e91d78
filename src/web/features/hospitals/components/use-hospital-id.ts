import { useParams } from 'react-router';
import { idFromText } from '@shared/ids';

/** The :id of the route as a positive integer, or null when it is malformed (never sent to the server). */
export function useHospitalId(): number | null {
  const { id } = useParams();
  return idFromText(id);
}
