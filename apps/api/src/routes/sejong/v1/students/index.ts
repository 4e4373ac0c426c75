import adminStudents from './admin-students';
import student from './student';

/** Student verification (issue 10): the reader's status, e-mail code, document upload; the admin review. */
export const studentResources = [student, adminStudents];
