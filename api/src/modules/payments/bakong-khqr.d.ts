// The package ships JavaScript only; these are the parts the payments module uses.
declare module 'bakong-khqr' {
  export interface KhqrOptionalData {
    currency?: number;
    amount?: number;
    billNumber?: string;
    mobileNumber?: string;
    storeLabel?: string;
    terminalLabel?: string;
    expirationTimestamp?: number;
    merchantCategoryCode?: string;
  }
  export class MerchantInfo {
    constructor(
      bakongAccountId: string,
      merchantName: string,
      merchantCity: string,
      merchantId: string,
      acquiringBank: string,
      optionalData?: KhqrOptionalData,
    );
  }
  export interface KhqrResponse<T> {
    status: { code: number; errorCode: number | null; message: string | null };
    data: T | null;
  }
  export class BakongKHQR {
    generateMerchant(info: MerchantInfo): KhqrResponse<{ qr: string; md5: string }>;
    static verify(qr: string): { isValid: boolean };
    static decode(qr: string): KhqrResponse<Record<string, string | null>>;
  }
  export const khqrData: { currency: { usd: number; khr: number } };
}
