/**
 * What the practice module offers the other modules (eslint.config.js, server zones): the clinic
 * team's invitation routes accept a practice's invitations too.
 */
export { acceptInvitation as acceptPracticeInvitation, invitationInfo as practiceInvitationInfo } from './service';
