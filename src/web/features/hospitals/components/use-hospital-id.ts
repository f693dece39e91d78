import { useParams } from 'react-router';
import { idParam } from '@shared/contracts/common';

/** The :id of the route as a positive integer, or null when it is malformed (never sent to the server). */
export function useHospitalId(): number | null {
  const { id } = useParams();
  const parsed = idParam.safeParse(id);
  return parsed.success ? parsed.data : null;
}
