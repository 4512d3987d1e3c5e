import { BakongKHQR, MerchantInfo, khqrData } from 'bakong-khqr';

/** The shop's Bakong merchant account; demo defaults so the shop runs without configuration. */
export interface KhqrMerchant {
  accountId: string;
  merchantName: string;
  merchantCity: string;
  merchantId: string;
  acquiringBank: string;
  /** How long a QR code can be paid. */
  ttlMinutes: number;
}

export function khqrMerchantFromEnv(env: NodeJS.ProcessEnv = process.env): KhqrMerchant {
  const ttl = Number(env.KHQR_TTL_MINUTES);
  return {
    accountId: env.KHQR_ACCOUNT_ID || 'psar_shop@aclb',
    merchantName: env.KHQR_MERCHANT_NAME || 'Psar',
    merchantCity: env.KHQR_MERCHANT_CITY || 'Phnom Penh',
    merchantId: env.KHQR_MERCHANT_ID || '000201',
    acquiringBank: env.KHQR_ACQUIRING_BANK || 'Psar Demo Bank',
    ttlMinutes: Number.isFinite(ttl) && ttl > 0 ? ttl : 15,
  };
}

/** A dynamic KHQR string for an exact USD amount, and its MD5 (Bakong's lookup key for it). */
export function generateKhqr(
  merchant: KhqrMerchant,
  amount: number,
  billNumber: string,
  expiresAt: Date,
): { qrString: string; md5: string } {
  const info = new MerchantInfo(
    merchant.accountId,
    merchant.merchantName,
    merchant.merchantCity,
    merchant.merchantId,
    merchant.acquiringBank,
    {
      currency: khqrData.currency.usd,
      amount,
      billNumber,
      storeLabel: merchant.merchantName,
      expirationTimestamp: expiresAt.getTime(),
    },
  );
  const response = new BakongKHQR().generateMerchant(info);
  if (response.status.code !== 0 || !response.data)
    throw new Error(`KHQR generation failed: ${response.status.message ?? 'unknown error'}`);
  return { qrString: response.data.qr, md5: response.data.md5 };
}
