import { CLIENT, createTestApp, lastMailTo, signInWithRole, type TestApp } from '../../testing/test-app';
import { DOCX, PDF, multipartBody } from '../content/multipart-body.test-helper';

// The mails the shop sends when someone asks for something — a password code, a contact-us ticket,
// a seller or job application, the newsletter, a staff invitation — come from the same templates,
// in the language of the request that caused them.
const KHMER = { 'accept-language': 'km-KH,km;q=0.9' };
const KHMER_SCRIPT = /[\u1780-\u17FF]/;

describe('acknowledgement e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 0 });
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...CLIENT, ...headers }, payload });
  const multipart = (url: string, language: Record<string, string>, body: ReturnType<typeof multipartBody>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...CLIENT, ...language, ...body.headers },
      payload: body.payload,
    });

  it('acknowledges a contact-us ticket in the language it was written in', async () => {
    const fields = {
      name: 'Dara Sok',
      topic: 'refund',
      message: 'I am still waiting for the refund of my cancelled order.',
    };
    for (const [language, headers] of [
      ['en', {}],
      ['kh', KHMER],
    ] as const) {
      const email = `ticket-${language}@example.com`;
      const response = await multipart('/api/support-tickets', headers, multipartBody({ ...fields, email }));
      expect(response.statusCode).toBe(201);
      const { number } = response.json().data;
      const mail = await lastMailTo(t.app, email);
      expect(mail.text).toContain(number);
      if (language === 'kh') {
        expect(mail.subject).toBe(`Psar៖ យើងបានទទួលសំណើ ${number} របស់អ្នកហើយ`);
        expect(mail.text).toContain('ប្រធានបទ៖ ការសងប្រាក់វិញ');
      } else {
        expect(mail.subject).toBe(`Psar: we received your request ${number}`);
        expect(mail.text).toContain('Topic: A refund');
        expect(mail.text).not.toMatch(KHMER_SCRIPT);
      }
    }
  });

  it('acknowledges seller and job applications in Khmer when asked in Khmer', async () => {
    const seller = await multipart(
      '/api/seller-applications',
      KHMER,
      multipartBody(
        {
          shopName: 'Kampot Pepper House',
          contactName: 'Srey Neang',
          email: 'seller-kh@example.com',
          phone: '012 345 678',
          province: 'Kampot',
          category: 'food',
        },
        { field: 'idDocument', name: 'id.pdf', type: 'application/pdf', bytes: PDF },
      ),
    );
    expect(seller.statusCode).toBe(201);
    const sellerMail = await lastMailTo(t.app, 'seller-kh@example.com');
    expect(sellerMail.subject).toBe('Psar៖ ពាក្យស្នើសុំលក់ទំនិញរបស់អ្នក');
    expect(sellerMail.text).toMatch(/^សួស្តី Srey Neang,/);
    expect(sellerMail.text).toContain('Kampot Pepper House');

    const [job] = (await t.app.inject({ url: '/api/jobs' })).json().data as {
      id: number;
      title: { kh: string };
    }[];
    const applied = await multipart(
      `/api/jobs/${job!.id}/applications`,
      KHMER,
      multipartBody(
        { name: 'Sreymom', email: 'job-kh@example.com', phone: '012 345 678' },
        { field: 'cv', name: 'cv.docx', type: 'application/octet-stream', bytes: DOCX },
      ),
    );
    expect(applied.statusCode).toBe(201);
    const jobMail = await lastMailTo(t.app, 'job-kh@example.com');
    expect(jobMail.subject).toBe(`Psar៖ យើងបានទទួលពាក្យស្នើសុំរបស់អ្នកសម្រាប់មុខតំណែង ${job!.title.kh}`);
  });

  it('sends the password reset code in the language of the request', async () => {
    await signInWithRole(t, null, 'reset-kh@example.com');
    const response = await post('/api/forget-password', KHMER, { email: 'reset-kh@example.com' });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, 'reset-kh@example.com');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Psar៖ លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់អ្នក ${code}`);
    expect(mail.text).toContain('១០ នាទី');
  });

  it('records the template and language of each message for the back office', async () => {
    const owner = await signInWithRole(t, 'owner');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/outbox?to=reset-kh@example.com',
      headers: { ...CLIENT, cookie: owner.cookie },
    });
    expect(response.json().data[0]).toMatchObject({ template: 'password_reset_code', language: 'kh' });
  });
});
