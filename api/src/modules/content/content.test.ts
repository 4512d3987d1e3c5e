import { CLIENT, createTestApp, lastMailTo, type TestApp } from '../../testing/test-app';
import { multipartBody as multipartFiles } from '../after-sales/testing';
import { DOCX, EXE, multipartBody, PDF, PNG } from './multipart-body.test-helper';
import { seedContent } from './seed/seed-content';

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 0 });
    await seedContent(t.database.db, () => {}, [
      {
        slug: 'terms-conditions/test-terms',
        title: { en: 'Test terms', kh: 'លក្ខខណ្ឌសាកល្បង' },
        summary: { en: 'A summary', kh: 'សេចក្តីសង្ខេប' },
        body: { en: '# Terms\n\nText.', kh: '# លក្ខខណ្ឌ\n\nអត្ថបទ។' },
        updatedAt: '2026-10-01',
      },
    ]);
  });
  afterAll(() => t.close());

  const multipart = (url: string, body: ReturnType<typeof multipartBody>) =>
    t.app.inject({ method: 'POST', url, headers: { ...CLIENT, ...body.headers }, payload: body.payload });

  describe('pages', () => {
    it('serves a page by its route, slashes included, and 404 for an unknown one', async () => {
      const response = await t.app.inject({ url: '/api/pages/terms-conditions/test-terms' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        slug: 'terms-conditions/test-terms',
        title: { en: 'Test terms', kh: 'លក្ខខណ្ឌសាកល្បង' },
        updatedAt: '2026-10-01T00:00:00.000Z',
      });
      const unknown = await t.app.inject({ url: '/api/pages/nope' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'content.page_not_found', params: {} });
    });

    it('lists the pages under a prefix', async () => {
      const list = (await t.app.inject({ url: '/api/pages?prefix=terms-conditions/' })).json().data as {
        slug: string;
      }[];
      expect(list.map((page) => page.slug)).toContain('terms-conditions/test-terms');
      expect(list.every((page) => page.slug.startsWith('terms-conditions/'))).toBe(true);
    });
  });

  describe('feedback', () => {
    it('stores a rating and message, e-mail optional', async () => {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: CLIENT,
        payload: { rating: 5, message: 'Fast delivery to Kampot!', email: '' },
      });
      expect(ok.statusCode).toBe(201);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: CLIENT,
        payload: { rating: 9, message: 'ok', email: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'message', 'rating']);
      expect(bad.json()).toMatchObject({
        code: 'request.invalid_input',
        fields: {
          rating: { code: 'feedback.rating_range' },
          message: { code: 'feedback.message_too_short' },
        },
      });
    });

    it('asks for a rating and a message, and keeps the message under 2000 characters', async () => {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: CLIENT,
        payload: {},
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toMatchObject({
        rating: { code: 'feedback.rating_required' },
        message: { code: 'feedback.message_required' },
      });
      const zero = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: CLIENT,
        payload: { rating: 0, message: 'x'.repeat(2001) },
      });
      expect(zero.json().fields).toEqual({
        rating: { code: 'feedback.rating_required', params: {}, message: 'Please choose a rating.' },
        message: {
          code: 'string.too_long_sentence',
          params: { count: 2000 },
          message: 'Use at most 2000 characters.',
        },
      });
    });
  });

  describe('seller sign-up', () => {
    const valid = {
      shopName: 'Kampot Pepper House',
      contactName: 'Srey Neang',
      email: 'seller@example.com',
      phone: '012 345 678',
      province: 'Kampot',
      category: 'food',
    };

    it('creates an application with an ID document and confirms by e-mail', async () => {
      const response = await multipart(
        '/api/seller-applications',
        multipartBody(valid, { field: 'idDocument', name: 'id.pdf', type: 'application/pdf', bytes: PDF }),
      );
      expect(response.statusCode).toBe(201);
      expect((await lastMailTo(t.app, 'seller@example.com')).subject).toBe('Psar: your seller application');
    });

    it('requires the ID document and valid fields', async () => {
      const missing = await multipart('/api/seller-applications', multipartBody(valid));
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'seller.id_document_required',
        fields: { idDocument: { code: 'seller.id_document_required' } },
      });
      expect(Object.keys(missing.json().fields)).toEqual(['idDocument']);
      const bad = await multipart(
        '/api/seller-applications',
        multipartBody(
          { ...valid, phone: '12', province: 'Atlantis' },
          { field: 'idDocument', name: 'id.png', type: 'image/png', bytes: PNG },
        ),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('request.invalid_input');
      expect(bad.json().fields).toEqual({
        phone: {
          code: 'form.phone_invalid',
          params: {},
          message: 'Enter a Cambodian phone number, e.g. 012 345 678.',
        },
        province: { code: 'seller.province_required', params: {}, message: 'Please choose a province.' },
      });
    });

    it('checks the shop name, contact name, e-mail and category by code', async () => {
      const short = await multipart(
        '/api/seller-applications',
        multipartBody({ ...valid, shopName: 'K', contactName: ' ', email: 'nope', category: 'cars' }),
      );
      expect(short.statusCode).toBe(400);
      expect(short.json().fields).toMatchObject({
        shopName: { code: 'seller.shop_name_required' },
        contactName: { code: 'form.name_required' },
        email: { code: 'form.email_invalid' },
        category: { code: 'seller.category_required' },
      });
      const long = await multipart(
        '/api/seller-applications',
        multipartBody({ ...valid, shopName: 'K'.repeat(81), contactName: 'S'.repeat(101) }),
      );
      expect(long.json().fields).toMatchObject({
        shopName: { code: 'string.too_long_sentence', params: { count: 80 } },
        contactName: { code: 'string.too_long_sentence', params: { count: 100 } },
      });
    });

    it('answers 415 to a form that is not multipart, and 400 to a second file', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/seller-applications',
        headers: CLIENT,
        payload: valid,
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({ code: 'upload.multipart_required', params: {} });
      const twoFiles = multipartFiles(valid, [
        { field: 'idDocument', name: 'front.pdf', bytes: PDF, type: 'application/pdf' },
        { field: 'idDocument', name: 'back.pdf', bytes: PDF, type: 'application/pdf' },
      ]);
      const response = await multipart('/api/seller-applications', twoFiles);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'upload.one_file_only', params: {} });
    });

    it('checks the ID file: 415 for other types, 413 over 5 MB', async () => {
      const exe = await multipart(
        '/api/seller-applications',
        multipartBody(valid, { field: 'idDocument', name: 'id.jpg', type: 'image/jpeg', bytes: EXE }),
      );
      expect(exe.statusCode).toBe(415);
      expect(exe.json()).toMatchObject({
        code: 'upload.type_not_accepted',
        params: { types: 'image_or_pdf' },
        message: 'This type of file is not accepted. Upload a JPEG, PNG, WebP or PDF file.',
        fields: {
          idDocument: {
            code: 'upload.type_field',
            params: { types: 'image_or_pdf' },
            message: 'Upload a JPEG, PNG, WebP or PDF file.',
          },
        },
      });
      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const tooLarge = await multipart(
        '/api/seller-applications',
        multipartBody(valid, { field: 'idDocument', name: 'id.pdf', type: 'application/pdf', bytes: big }),
      );
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ code: 'upload.too_large', params: { megabytes: 5 } });
    });
  });

  describe('affiliate programme', () => {
    it('stores an application and validates the channel address', async () => {
      const payload = {
        name: 'Vanna',
        email: 'vanna@example.com',
        phone: '+855 97 765 4321',
        channel: 'tiktok',
        channelUrl: 'https://tiktok.com/@vanna',
        audienceSize: '10k_100k',
      };
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/affiliate-applications', headers: CLIENT, payload }))
          .statusCode,
      ).toBe(201);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/affiliate-applications',
        headers: CLIENT,
        payload: { ...payload, channelUrl: 'my page' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.channelUrl).toMatchObject({
        code: 'affiliate.url_invalid',
        message: 'Enter the full address, e.g. https://facebook.com/yourpage.',
      });
      const { channel: _channel, audienceSize: _audienceSize, ...rest } = payload;
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/affiliate-applications',
        headers: CLIENT,
        payload: { ...rest, message: 'x'.repeat(2001) },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toMatchObject({
        channel: { code: 'affiliate.channel_required' },
        audienceSize: { code: 'affiliate.audience_required' },
        message: { code: 'string.too_long_sentence', params: { count: 2000 } },
      });
    });
  });

  describe('careers', () => {
    it('lists openings, filtered by team', async () => {
      const all = (await t.app.inject({ url: '/api/jobs' })).json();
      expect(all.data.length).toBeGreaterThan(5);
      expect(all.teams).toContain('engineering');
      const engineering = (await t.app.inject({ url: '/api/jobs?team=engineering' })).json().data as {
        team: string;
      }[];
      expect(engineering.length).toBeGreaterThan(0);
      expect(engineering.every((job) => job.team === 'engineering')).toBe(true);
      const astronauts = await t.app.inject({ url: '/api/jobs?team=astronauts' });
      expect(astronauts.statusCode).toBe(400);
      expect(astronauts.json().fields.team).toMatchObject({
        code: 'enum.is_one_of',
        params: { field: 'team' },
      });
    });

    it('gives every opening its location in English and Khmer', async () => {
      const jobs = (await t.app.inject({ url: '/api/jobs' })).json().data as {
        slug: string;
        location: { en: string; kh: string };
      }[];
      expect(jobs.find((job) => job.slug === 'delivery-coordinator-siem-reap')?.location).toEqual({
        en: 'Siem Reap',
        kh: 'សៀមរាប',
      });
      for (const job of jobs) {
        expect(job.location.en).toMatch(/^[A-Za-z]/);
        expect(job.location.kh).toMatch(/[\u1780-\u17FF]/);
      }
    });

    it('takes an application with a CV (PDF), refuses other files and unknown jobs', async () => {
      const [job] = (await t.app.inject({ url: '/api/jobs' })).json().data;
      const fields = {
        name: 'Rithy',
        email: 'rithy@example.com',
        phone: '097 765 4321',
        coverLetter: 'I love fast websites.',
      };
      expect(
        (
          await multipart(
            `/api/jobs/${job.id}/applications`,
            multipartBody(fields, { field: 'cv', name: 'cv.pdf', type: 'application/pdf', bytes: PDF }),
          )
        ).statusCode,
      ).toBe(201);
      const png = await multipart(
        `/api/jobs/${job.id}/applications`,
        multipartBody(fields, { field: 'cv', name: 'cv.png', type: 'image/png', bytes: PNG }),
      );
      expect(png.statusCode).toBe(415);
      expect(png.json()).toMatchObject({
        code: 'upload.type_not_accepted',
        params: { types: 'cv' },
        fields: { cv: { code: 'upload.type_field', params: { types: 'cv' } } },
      });
      expect(png.json().message).toBe(
        'This type of file is not accepted. Upload a PDF or Word (.docx) file.',
      );
      const unknown = await multipart(
        '/api/jobs/9999/applications',
        multipartBody(fields, { field: 'cv', name: 'cv.pdf', type: 'application/pdf', bytes: PDF }),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'job.not_open', params: {} });
    });

    it('asks for the CV and checks the applicant fields by code', async () => {
      const [job] = (await t.app.inject({ url: '/api/jobs' })).json().data;
      const noCv = await multipart(
        `/api/jobs/${job.id}/applications`,
        multipartBody({ name: 'Rithy', email: 'rithy@example.com', phone: '097 765 4321' }),
      );
      expect(noCv.statusCode).toBe(400);
      expect(noCv.json()).toMatchObject({
        code: 'job.cv_required',
        fields: { cv: { code: 'job.cv_required' } },
      });
      const bad = await multipart(
        `/api/jobs/${job.id}/applications`,
        multipartBody({ name: '', email: 'rithy', phone: '123', coverLetter: 'x'.repeat(3001) }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        name: { code: 'form.name_required' },
        email: { code: 'form.email_invalid' },
        phone: { code: 'form.phone_invalid' },
        coverLetter: { code: 'string.too_long_sentence', params: { count: 3000 } },
      });
    });

    it('takes a CV as a Word (.docx) file, checked by its bytes', async () => {
      const [job] = (await t.app.inject({ url: '/api/jobs' })).json().data;
      const fields = { name: 'Sreymom', email: 'sreymom@example.com', phone: '012 345 678' };
      const docx = {
        field: 'cv',
        name: 'Sreymom CV.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: DOCX,
      };
      const response = await multipart(`/api/jobs/${job.id}/applications`, multipartBody(fields, docx));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.id).toEqual(expect.any(Number));
      expect((await lastMailTo(t.app, 'sreymom@example.com')).subject).toBe(
        `Psar: we received your application for ${job.title.en}`,
      );
      // Any other zip renamed to .docx is not a Word document.
      const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('photos/beach.jpg')]);
      expect(
        (await multipart(`/api/jobs/${job.id}/applications`, multipartBody(fields, { ...docx, bytes: zip })))
          .statusCode,
      ).toBe(415);
    });

    it('refuses a CV over 5 MB with 413 and stores nothing', async () => {
      const [job] = (await t.app.inject({ url: '/api/jobs' })).json().data;
      const fields = { name: 'Bopha', email: 'bopha@example.com', phone: '012 345 678' };
      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await multipart(
        `/api/jobs/${job.id}/applications`,
        multipartBody(fields, { field: 'cv', name: 'cv.pdf', type: 'application/pdf', bytes: big }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'upload.too_large', params: { megabytes: 5 } });
      expect(response.json().message).toBe('The file is too large. The limit is 5 MB.');
      await expect(lastMailTo(t.app, 'bopha@example.com')).rejects.toThrow('no mail to bopha@example.com');
    });
  });
});
