import type { MailTemplateData } from '../templates';
import { type Template } from './layout';

/** The acknowledgement of a job application (the /career page); the title in the mail's language. */
export const jobApplicationReceived: Template<MailTemplateData['job_application_received']> = {
  en: (data) => ({
    subject: `we received your application for ${data.jobTitle}`,
    paragraphs: [
      `Thank you for applying for ${data.jobTitle} at Psar. We read every application and reply within two weeks.`,
    ],
    signature: 'Psar People Team',
  }),
  kh: (data) => ({
    subject: `យើងបានទទួលពាក្យស្នើសុំរបស់អ្នកសម្រាប់មុខតំណែង ${data.jobTitle}`,
    paragraphs: [
      `សូមអរគុណដែលបានដាក់ពាក្យសម្រាប់មុខតំណែង ${data.jobTitle} នៅ Psar។ យើងអានពាក្យស្នើសុំទាំងអស់ ហើយនឹងឆ្លើយតបក្នុងរយៈពេលពីរសប្តាហ៍។`,
    ],
    signature: 'ក្រុមធនធានមនុស្ស Psar',
  }),
};
