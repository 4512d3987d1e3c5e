/**
 * Every error code the API answers with, and the parameters its message takes. This is the one
 * closed set: `HttpError` accepts only these codes, the OpenAPI document lists them as an enum,
 * and the front ends translate each one from `shared/locales/{en,kh}/errors.json` (a test keeps
 * the three in step). A code is `<area>.<what>`; its meaning never changes once released: a new
 * meaning gets a new code.
 */
export const ERROR_PARAMS = {
  'server.internal': [],

  'route.not_found': ['method', 'path'],

  'request.invalid_input': ['summary'],
  'request.client_type_missing': [],
  'request.media_type_unsupported': [],
  'request.body_too_large': [],
  'request.body_length_mismatch': [],
  'request.json_body_empty': [],
  'request.json_body_invalid': [],
  'request.bad': [],
  'request.url_invalid': [],
  'request.path_segment_too_long': [],

  'resource.not_found': [],

  'auth.sign_in_required': [],
  'auth.name_required': [],
  'auth.email_invalid': [],
  'auth.email_required': [],
  'auth.phone_invalid': [],
  'auth.login_required': [],
  'auth.password_required': [],
  'auth.password_needs_letter': [],
  'auth.password_needs_digit': [],
  'auth.otp_format': [],
  'auth.email_taken': [],
  'auth.email_taken_sign_in': [],
  'auth.phone_taken': [],
  'auth.credentials_invalid': [],
  'auth.too_many_attempts': [],
  'auth.session_ended': [],
  // A social sign-in whose provider gave no e-mail address (the shopper's login page says so).
  'auth.social_email_missing': [],

  // Back office: staff and roles, the audit log.
  'staff.role_forbidden': ['roles'],
  'staff.member_not_found': [],
  'staff.own_role': [],
  'staff.last_owner': [],
  'staff.already_staff': [],
  'staff.invitation_not_found': [],
  'staff.invitation_invalid': [],
  'staff.invitation_other_account': [],

  // Back office: products, variants, bulk edits.
  'product.version_conflict': [],
  'product.khmer_required': [],
  'product.english_required': [],
  'product.option_name_duplicate': [],
  'product.option_value_duplicate': [],
  'product.variant_attributes_invalid': [],
  'product.variant_duplicate': [],
  'product.variant_unknown': [],
  'product.variant_in_orders': [],
  'product.sku_duplicate': [],
  'product.sku_taken': [],
  'product.category_not_found': [],
  'product.category_not_leaf': [],
  'variant.not_found': [],
  'variant.change_empty': [],
  'variant.repeated': [],
  'variant.changed_meanwhile': ['count'],

  // Back office: stock.
  'stock.below_zero': ['stock'],
  'stock.quantity_zero': [],
  'stock.quantity_must_add': [],
  'stock.quantity_must_remove': [],

  // Back office: stored files and product photos.
  'file.not_found': [],
  'product_photo.file_required': [],
  'product_photo.type_not_accepted': [],
  'product_photo.too_large': ['megabytes'],
  'product_photo.too_many': ['max'],
  'product_photo.undecodable': [],
  'product_photo.too_many_pixels': ['megapixels'],
  'product_photo.not_found': [],
  'product_photo.order_mismatch': [],

  // Back office: promotions, deals and vouchers.
  'promotion.not_found': [],
  'promotion.title_required': [],
  'promotion.date_invalid': [],
  'promotion.end_before_start': [],
  'promotion.discount_range': [],
  'promotion.scope_required': [],
  'promotion.product_unknown': ['ids'],
  'promotion.category_unknown': ['ids'],
  'promotion.version_conflict': [],
  'voucher.not_found': [],
  'voucher.code_format': [],
  'voucher.code_taken': [],
  'voucher.value_range': [],
  'voucher.date_invalid': [],
  'voucher.until_before_from': [],
  'voucher.version_conflict': [],
  'voucher.inactive': [],
  'voucher.per_customer_used': ['count'],
  'voucher.first_order_only': [],
  'voucher.bound_to_other': [],

  // Back office: the dashboard.

  'id.not_positive_whole': [],

  'number.not_a_number': ['field'],
  'number.not_whole': ['field'],
  'number.not_positive': ['field'],
  'number.negative': ['field'],
  'number.must_not_be_negative': ['field'],
  'number.below_min': ['field', 'min'],
  'number.starts_at': ['field', 'min'],
  'number.above_max': ['field', 'max'],
  'number.too_small': ['min'],
  'number.not_above': ['min'],
  'number.too_big': ['max'],
  'number.not_below': ['max'],
  'number.not_multiple': ['step'],

  'boolean.invalid': ['field'],

  'enum.not_one_of': ['field', 'values'],
  'enum.is_one_of': ['field', 'values'],

  'string.too_short': ['count'],
  'string.too_long': ['count'],
  'string.too_long_sentence': ['count'],
  'string.empty': [],
  'string.below_min_length': ['min'],
  'string.above_max_length': ['max'],
  'string.length_short': ['count'],
  'string.length_long': ['count'],
  'string.email_invalid': [],
  'string.url_invalid': [],
  'string.pattern_mismatch': ['pattern'],
  'string.format_invalid': ['format'],

  'account.not_found': [],

  'password_reset.wait': ['seconds'],
  'password_reset.no_code': [],
  'password_reset.too_many_tries': [],
  'password_reset.code_expired': [],
  'password_reset.code_wrong': ['count'],
  'password_reset.code_wrong_last': ['count'],
  'password_reset.expired': [],

  'profile.birthday_format': [],
  'profile.birthday_unreal': [],
  'profile.gender_invalid': [],
  'profile.current_password_required': [],
  'profile.current_password_wrong': [],
  'profile.password_unchanged': [],

  'address.type_invalid': [],
  'address.province_invalid': [],
  'address.district_required': [],
  'address.commune_required': [],
  'address.village_not_text': [],
  'address.street_not_text': [],
  'address.home_not_text': [],
  'address.building_not_text': [],
  'address.post_code_invalid': [],
  'address.duplicate': [],
  'address.not_found': [],
  'address.limit_reached': ['max'],

  'payment_option.id_invalid': [],
  'payment_option.not_found': [],
  'payment_option.not_removable': [],

  'card.brand_required': [],
  'card.last4_required': [],
  'card.last4_invalid': [],
  'card.exp_month_not_number': [],
  'card.exp_month_range': [],
  'card.exp_year_not_number': [],
  'card.exp_year_format': [],
  'card.holder_required': [],
  'card.holder_invalid': [],
  'card.number_refused': [],
  'card.expired': [],
  'card.limit_reached': ['max'],
  'card.duplicate': [],
  'card.expired_choose_other': [],

  'catalog.search_too_long': [],
  'catalog.price_range_invalid': [],
  'catalog.promotion_order_invalid': [],
  'catalog.page_too_deep': ['max'],
  'catalog.too_many_searches': [],
  'catalog.busy': [],

  'product.not_found': [],
  'product.option_unavailable': [],
  'product.option_no_match': [],

  'image.unknown': [],
  'image.not_found': [],

  'store.not_found': [],

  'cart.attributes_invalid': [],
  'cart.line_not_found': [],
  'cart.quantity_limit': ['max'],
  'cart.quantity_at_most': ['max'],

  'stock.out': [],
  'stock.insufficient': ['count'],

  'order.cart_ids_invalid': [],
  'order.items_source_ambiguous': [],
  'order.items_required': [],
  'order.voucher_code_too_long': [],
  'order.expected_total_invalid': [],
  'order.idempotency_key_required': [],
  'order.idempotency_key_format': [],
  'order.not_found': [],
  'order.address_not_found': [],
  'order.card_required': [],
  'order.card_not_found': [],
  'order.card_expired': [],
  'order.transition_invalid': ['from', 'action'],
  'order.idempotency_key_reused': [],
  'order.idempotency_key_reused_field': [],

  'checkout.stock_changed': [],
  'checkout.price_changed': [],

  'payment.not_found': [],
  'payment.expired': [],
  'payment.expired_field': [],
  'payment.not_pending': ['status'],
  // Back office: KHQR payments (demo mode's "mark received").
  'payment.live_mode': [],

  'wallet.balance_insufficient': [],
  'wallet.top_up_too_small': [],
  'wallet.top_up_too_large': ['amount'],
  'wallet.amount_decimals': [],

  'voucher.code_required': [],
  'voucher.code_too_long': [],
  'voucher.unknown': [],
  'voucher.expired': [],
  'voucher.used_up': [],
  'voucher.min_spend': ['amount'],

  'after_sales.order_not_found': [],
  'after_sales.reason_required': [],
  'after_sales.reason_too_short': [],
  'after_sales.reason_too_long': [],

  'cancellation.already_cancelled': [],
  'cancellation.already_shipped': [],

  'return.already_requested': [],
  'return.not_delivered': [],
  'return.window_closed': ['days'],
  'return.line_not_in_order': [],
  'return.line_repeated': [],
  'return.line_repeated_field': [],
  'return.quantity_above_bought': ['count'],
  'return.lines_required': [],
  'return.lines_empty': [],

  // Back office: order handling, cancellation and return decisions, refunds.
  'order.cancellation_pending': [],
  'order_handling.date_invalid': [],
  'order_handling.carrier_required': [],
  'order_handling.carrier_too_long': [],
  'order_handling.tracking_required': [],
  'order_handling.tracking_too_long': [],
  'order_handling.tracking_invalid': [],
  'order_handling.reason_required': [],
  'order_handling.reason_too_short': [],
  'order_handling.reason_too_long': [],
  'cancellation.not_found': [],
  'cancellation.already_decided': [],
  'cancellation.already_requested': [],
  'return.not_found': [],
  'return.already_decided': [],
  'refund.not_found': [],
  'refund.already_completed': [],
  'refund.reference_required': [],
  'refund.reference_too_short': [],
  'refund.reference_too_long': [],

  'photo.not_found': [],
  'photo.type_invalid': [],
  'photo.type_invalid_field': [],
  'photo.too_large': [],
  'photo.too_large_field': [],
  'photo.too_many': ['max'],

  'upload.multipart_required': [],
  'upload.too_large': ['megabytes'],
  'upload.one_file_only': [],
  'upload.type_not_accepted': ['types'],
  'upload.type_field': ['types'],
  'upload.parts_limit': [],
  'upload.files_limit': [],
  'upload.fields_limit': [],
  'upload.file_too_large': [],
  'upload.field_name_forbidden': [],
  'upload.not_multipart': [],
  'upload.field_json_invalid': [],
  'upload.closed_early': [],

  'review.rating_range': [],
  'review.comment_required': [],
  'review.comment_too_short': [],
  'review.comment_too_long': [],
  'review.order_line_not_found': [],
  'review.not_delivered': [],
  'review.not_delivered_field': [],
  'review.already_reviewed': [],
  'review.already_reviewed_field': [],
  'review.not_found': [],
  'review.photos_limit': ['max'],
  'review.photos_limit_field': ['max'],

  'form.name_required': [],
  'form.your_name_required': [],
  'form.email_invalid': [],
  'form.email_required': [],
  'form.email_too_long': [],
  'form.phone_invalid': [],

  'seller.shop_name_required': [],
  'seller.province_required': [],
  'seller.category_required': [],
  'seller.id_document_required': [],

  'content.page_not_found': [],

  'feedback.rating_required': [],
  'feedback.rating_range': [],
  'feedback.message_required': [],
  'feedback.message_too_short': [],

  'affiliate.channel_required': [],
  'affiliate.url_invalid': [],
  'affiliate.audience_required': [],

  'job.not_open': [],
  'job.cv_required': [],

  'contact.topic_required': [],
  'contact.order_number_invalid': [],
  'contact.question_too_short': [],

  'help.search_required': [],
  'help.category_not_found': [],
  'help.article_not_found': [],

  'mail.language_invalid': [],
  'mail.to_invalid': [],
  // The back office's outbox
  'mail.outbox_not_found': [],
  'mail.retry_not_failed': ['status'],

  'message.body_required': [],
  'message.body_too_long': [],
  'message.subject_required': [],
  'message.subject_too_long': [],
  'message.thread_not_found': [],

  // Back office: the customer-care inbox.
  'care.item_not_found': [],
  'care.document_not_found': [],
  'care.reply_required': [],
  'care.reply_too_long': ['max'],
  'care.item_closed': [],
  'care.already_closed': [],
  'care.not_closed': [],
  'care.no_reply_address': [],
  'care.assignee_not_agent': [],

  'value.required': ['expected'],
  'value.required_not_null': ['expected'],
  'value.not_integer': [],
  'value.type_invalid': ['expected', 'received'],
  'value.literal_expected': ['value'],
  'value.invalid': [],
  'value.option_invalid': ['values'],
  'value.too_small': ['origin', 'min'],
  'value.too_big': ['origin', 'max'],
  'value.invalid_fallback': [],

  'array.too_few': ['min'],
  'array.too_many': ['max'],

  'object.unrecognized_key': ['keys'],
  'object.unrecognized_keys': ['keys'],

  'record.key_invalid': ['origin'],
  'record.value_invalid': ['origin'],
} as const satisfies Record<string, readonly string[]>;

export type ErrorCode = keyof typeof ERROR_PARAMS;

/** A code's parameters, e.g. `{ count: 2 }` for `stock.insufficient`. */
export type ErrorParams<Code extends ErrorCode> = {
  [Name in (typeof ERROR_PARAMS)[Code][number]]: string | number;
};

export const ERROR_CODES = Object.keys(ERROR_PARAMS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_PARAMS, value);
}

/**
 * What went wrong, as a code and its parameters: a code alone where it takes none,
 * `{ code, params }` where it does (the compiler asks for exactly its parameters).
 */
export type Problem = {
  [Code in ErrorCode]: keyof ErrorParams<Code> extends never
    ? Code | { code: Code; params?: ErrorParams<Code> }
    : { code: Code; params: ErrorParams<Code> };
}[ErrorCode];

/** A problem as the answer carries it: always `{ code, params }`. */
export interface CodedProblem {
  code: ErrorCode;
  params: Record<string, string | number>;
}

/** A schema's message slot holding a code: `z.string().min(1, code('auth.name_required'))`. */
export const code = (errorCode: ErrorCode) => ({ message: errorCode });

export function normalizeProblem(problem: Problem | CodedProblem): CodedProblem {
  if (typeof problem === 'string') return { code: problem, params: {} };
  return { code: problem.code, params: { ...(problem.params ?? {}) } };
}
