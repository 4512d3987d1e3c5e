import type { MailTemplateData } from '../templates';
import { khmerNumber, type Template } from './layout';

/** The 6-digit code of "forgot password" (the code stays in ASCII digits, in both languages). */
export const passwordResetCode: Template<MailTemplateData['password_reset_code']> = {
  en: (data) => ({
    subject: `your password reset code ${data.code}`,
    paragraphs: [
      `Your code to reset your Psar password is ${data.code}.`,
      `It expires in ${data.validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays the same.`,
    ],
  }),
  kh: (data) => ({
    subject: `លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់អ្នក ${data.code}`,
    paragraphs: [
      `លេខកូដសម្រាប់កំណត់ពាក្យសម្ងាត់ Psar ឡើងវិញរបស់អ្នកគឺ ${data.code}។`,
      `វាផុតកំណត់ក្នុងរយៈពេល ${khmerNumber(data.validMinutes)} នាទី។ ប្រសិនបើអ្នកមិនបានស្នើសុំវាទេ អ្នកអាចមិនអើពើអ៊ីមែលនេះបាន៖ ពាក្យសម្ងាត់របស់អ្នកនៅដដែល។`,
    ],
  }),
};
