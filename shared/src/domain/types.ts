// Domain types shared by the API's responses and every app. Money is in US dollars (numbers with
// at most two decimals); discounts are percentages from 0 to 100.

export type Language = 'en' | 'kh';

/** Text stored in both interface languages. */
export interface LocalizedText {
  en: string;
  kh: string;
}

export interface AddressBookEntry {
  id: number;
  userId: number;
  type: 'home' | 'office' | 'other';
  isDefault: boolean;
  province: string;
  building: string;
  home: string;
  street: string;
  village: string;
  commune: string;
  district: string;
  email: string;
  postCode: string;
}

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  addressBooks: AddressBookEntry[];
  /** 'YYYY-MM-DD' when the shopper gave it. */
  birthday?: string | null;
  gender?: 'female' | 'male' | 'other' | null;
  /** False for an account made through a social login that has no password yet. */
  hasPassword?: boolean;
}

export interface Category {
  id: number;
  name: LocalizedText;
  /** Nested up to three levels: main → sub → leaf. */
  subCategories: Category[];
}

export interface Promotion {
  id: number;
  title: LocalizedText;
  startDate: string;
  endDate: string;
  /** Percentage off while the promotion is active. */
  discount: number;
  isActive: boolean;
}

/** Attribute name → chosen value, e.g. `{ color: 'Red', size: 'M' }`. */
export type Attributes = Record<string, string>;

export interface Variant {
  id: number;
  attributes: Attributes;
  stock: number;
  /** Price of this variant before any discount. */
  price: number;
}

export interface DeliveryCondition {
  minimumQuantity: number;
  totalFee: number | null;
  perUnitFee: number | null;
}

export interface ProductSummary {
  id: number;
  name: LocalizedText;
  price: number;
  discount: number;
  promotion: Promotion | null;
  imageUrl: string;
  rating: number;
  reviewCount: number;
  categoryId: number;
}

export interface Store {
  id: number;
  name: string;
}

export interface Product extends ProductSummary {
  description: LocalizedText;
  images: string[];
  variants: Variant[];
  deliveryFee: number | null;
  deliveryConditions: DeliveryCondition[];
  store: Store;
}

export interface CartItem {
  id: number;
  productId: number;
  quantity: number;
  attributes: Attributes;
  /** The chosen variant's price before discount, and how many are left. */
  unitPrice: number;
  stock: number;
  product: ProductSummary;
}

export interface HelpCategory {
  id: number;
  title: LocalizedText;
  subCategory: { id: number; title: LocalizedText }[];
}

export interface MenuItem {
  title: string;
  link: string;
  subMenus?: MenuItem[];
}

/** Page-based pagination of list responses. */
export interface PageLinks {
  first: string;
  last: string | null;
  prev: string | null;
  next: string | null;
}

export interface PageMeta {
  currentPage: number;
  perPage: number;
  /** Exact for small results; an estimate (see `totalIsEstimate`) for large ones. */
  total: number;
  totalIsEstimate: boolean;
  lastPage: number;
}

export interface ListResponse<T> {
  data: T[];
  links: PageLinks;
  meta: PageMeta;
}

export interface ItemResponse<T> {
  data: T;
}

/** A machine code with the values its message is written with (`shared/locales/{en,kh}/errors.json`). */
export interface ApiProblem {
  code: string;
  params: Record<string, string | number>;
  /** The API's own sentence for it, in the language the request asked for. */
  message: string;
}

export interface ApiErrorBody extends ApiProblem {
  statusCode: number;
  error: string;
  /** What is wrong with each invalid field: field path → its problem. */
  fields?: Record<string, ApiProblem>;
}

// Orders, payments and wallet (owner: checkout; read by the account app too).
export type OrderStatus = 'pending_payment' | 'to_ship' | 'shipping' | 'delivered' | 'cancelled' | 'returned';
export type PaymentMethod = 'cod' | 'wallet' | 'khqr' | 'card';
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';

export interface OrderLine {
  id: number;
  productId: number;
  storeId: number;
  variantId: number;
  attributes: Attributes;
  name: LocalizedText;
  imageUrl: string;
  /** Variant price before discount, when ordered. */
  unitPrice: number;
  /** Discount percentage that applied. */
  discount: number;
  quantity: number;
  deliveryFee: number;
  /** Items after discount, delivery excluded. */
  lineTotal: number;
}

/** The shipping address as it was when the order was placed. */
export interface OrderAddress {
  id: number;
  type: string;
  province: string;
  building: string;
  home: string;
  street: string;
  village: string;
  commune: string;
  district: string;
  email: string;
  postCode: string;
  receiverName?: string | null;
  receiverPhone?: string | null;
}

/** A KHQR (Bakong) payment request: `qrString` is what the QR code encodes. */
export interface KhqrPayment {
  id: number;
  purpose: 'order' | 'top_up';
  amount: number;
  currency: 'USD';
  qrString: string;
  md5: string;
  status: 'pending' | 'paid' | 'expired' | 'cancelled';
  expiresAt: string;
  paidAt: string | null;
}

export interface Order {
  id: number;
  /** Shown to shoppers, like 'PS-000123'. */
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  subtotal: number;
  discountTotal: number;
  deliveryFeeTotal: number;
  total: number;
  voucherCode: string | null;
  address: OrderAddress;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  itemCount: number;
  lines: OrderLine[];
  /** The KHQR payment of an order paid by KHQR, else null. */
  payment: KhqrPayment | null;
}

/** One line of a checkout price quote, priced by the server. */
export interface CheckoutQuoteLine {
  /** The cart line, or null for a buy-now line. */
  cartId: number | null;
  productId: number;
  variantId: number;
  store: Store;
  name: LocalizedText;
  imageUrl: string;
  attributes: Attributes;
  unitPrice: number;
  discount: number;
  unitPriceAfterDiscount: number;
  quantity: number;
  stock: number;
  /** False when fewer than `quantity` are left. */
  available: boolean;
  deliveryFee: number;
  lineTotal: number;
}

export interface CheckoutQuote {
  lines: CheckoutQuoteLine[];
  subtotal: number;
  productDiscountTotal: number;
  voucherDiscount: number;
  discountTotal: number;
  deliveryFeeTotal: number;
  total: number;
  /** The applied voucher, or null (see `voucherError` when one was given but not applied). */
  voucher: { code: string; discount: number } | null;
  voucherError: ApiProblem | null;
}
