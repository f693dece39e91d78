import { describe, expect, it } from 'vitest';
import { CLINIC_MSG } from '@shared/contracts/clinic';
import type { CurrentUser } from '@shared/contracts/auth';
import type { VetProfile } from '@shared/contracts/profile';
import { profileDefaults, profileForm, toRequests } from './profile-form';

const vetUser: CurrentUser = {
  id: 7,
  username: 'gp@clinic.ca',
  role: 'vet',
  display_name: null,
  avatar_url: '/api/images/3',
  job_title: 'Veterinarian',
  practice_type: 'Not a listed type',
};
const emptyVet: VetProfile = {
  name: null,
  clinic_name: null,
  license_number: 'L-1',
  license_province: null,
  province: null,
  city: null,
  bio: null,
  specialty: null,
  phone: null,
  contact_email: null,
  job_title: null,
};

describe('profile form', () => {
  it('starts from the saved values, blanks for nulls, and drops values outside the lists', () => {
    const values = profileDefaults('vet', vetUser, emptyVet, undefined);
    expect(values.user).toEqual({ display_name: '', job_title: 'Veterinarian', practice_type: null });
    expect(values.vet).toMatchObject({ name: '', province: null, contact_email: '' });
    expect(values.clinic).toBeUndefined();
    expect(profileDefaults('admin', { ...vetUser, role: 'admin' }, undefined, undefined)).toEqual({ user: values.user });
  });

  it("splits a vet's save into the user and vet bodies, copying the job title and leaving the licence alone", () => {
    const parsed = profileForm.parse({
      user: { display_name: ' Dr. A ', job_title: 'Technician', practice_type: 'Mobile' },
      vet: { name: 'Ann', contact_email: '', phone: '', clinic_name: 'Plateau', city: '', province: 'Yukon', specialty: '', bio: '' },
    });
    const requests = toRequests(parsed, { kind: 'keep' });
    expect(requests.user).toEqual({ display_name: 'Dr. A', job_title: 'Technician', practice_type: 'Mobile' });
    expect(requests.vet).toEqual({
      name: 'Ann',
      contact_email: null,
      phone: null,
      clinic_name: 'Plateau',
      city: null,
      province: 'Yukon',
      specialty: null,
      bio: null,
      job_title: 'Technician',
    });
    expect(requests.vet).not.toHaveProperty('license_number');
    expect(toRequests(parsed, { kind: 'new', dataUrl: 'data:image/jpeg;base64,AAAA' }).user.avatar_url).toBe('data:image/jpeg;base64,AAAA');
    expect(toRequests(parsed, { kind: 'remove' }).user.avatar_url).toBeNull();
  });

  it("holds a clinic's section to the clinic profile rules and messages", () => {
    const values = profileDefaults('clinic', { ...vetUser, role: 'clinic' }, undefined, null);
    const result = profileForm.safeParse(values);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      'clinic.name': CLINIC_MSG.name,
      'clinic.address': CLINIC_MSG.address,
      'clinic.province': CLINIC_MSG.province,
      'clinic.contact_email': 'Invalid email address',
    });
  });
});
