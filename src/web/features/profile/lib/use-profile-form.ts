import { useFormContext } from 'react-hook-form';
import type { ProfileFormInput, ProfileFormOutput } from './profile-form';

/** The page's profile form, for the cards rendered inside its FormProvider. */
export const useProfileForm = () => useFormContext<ProfileFormInput, unknown, ProfileFormOutput>();
