import type { ReactNode } from 'react';

// Small self-made badges (no trademark artwork copied): a shape and the name, so shoppers
// recognise how they can pay, how parcels travel and where to get the app.

interface BadgeProps {
  label: string;
  width?: number;
}

const HEIGHT = 32;

function Frame({ label, width = 88, fill, stroke, children }: BadgeProps & { fill: string; stroke?: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
      <title>{label}</title>
      <rect x="0.5" y="0.5" width={width - 1} height={HEIGHT - 1} rx="5" fill={fill} stroke={stroke ?? fill} />
      {children}
    </svg>
  );
}

// Noto Sans Khmer first: it covers Khmer only (loaded with the Khmer interface), so translated
// badge text renders in it while Latin text falls through to the system font.
const text = { fontFamily: '"Noto Sans Khmer", system-ui, Arial, sans-serif', fontWeight: 700 } as const;

export function KhqrBadge({ label }: BadgeProps) {
  return (
    <Frame label={label} fill="#E1232E">
      <rect x="8" y="8" width="16" height="16" rx="2" fill="#fff" />
      <path d="M11 11h4v4h-4zM17 17h4v4h-4zM17 11h4v4h-4M11 17h4v4h-4" fill="#E1232E" />
      <text x="30" y="21" fill="#fff" fontSize="12" {...text}>KHQR</text>
    </Frame>
  );
}

export function AbaBadge({ label }: BadgeProps) {
  return (
    <Frame label={label} fill="#0A3C5C">
      <text x="10" y="21" fill="#fff" fontSize="13" {...text}>ABA</text>
      <text x="44" y="21" fill="#36C2CF" fontSize="11" {...text}>PAY</text>
    </Frame>
  );
}

export function VisaBadge({ label }: BadgeProps) {
  return (
    <Frame label={label} fill="#fff" stroke="#d1d5db">
      <text x="44" y="22" textAnchor="middle" fill="#1A1F71" fontSize="16" fontStyle="italic" {...text}>VISA</text>
    </Frame>
  );
}

export function MastercardBadge({ label }: BadgeProps) {
  return (
    <Frame label={label} fill="#fff" stroke="#d1d5db">
      <circle cx="20" cy="16" r="9" fill="#EB001B" />
      <circle cx="31" cy="16" r="9" fill="#F79E1B" fillOpacity="0.9" />
      <text x="44" y="20" fill="#111" fontSize="8.5" {...text}>master</text>
      <text x="44" y="28" fill="#111" fontSize="6.5" {...text}>card</text>
    </Frame>
  );
}

/** `lines` is the badge's visible text in two short translated lines ("CASH ON" / "DELIVERY"). */
export function CashOnDeliveryBadge({ label, lines }: BadgeProps & { lines: readonly [string, string] }) {
  return (
    <Frame label={label} width={104} fill="#14532D">
      <rect x="8" y="10" width="20" height="12" rx="2" fill="#86EFAC" />
      <circle cx="18" cy="16" r="3" fill="#14532D" />
      <text x="34" y="13" fill="#fff" fontSize="8" {...text}>{lines[0]}</text>
      <text x="34" y="26" fill="#fff" fontSize="8" {...text}>{lines[1]}</text>
    </Frame>
  );
}

export function DeliveryBadge({ label, name, color }: BadgeProps & { name: string; color: string }) {
  return (
    <Frame label={label} width={104} fill="#fff" stroke="#d1d5db">
      <path d="M7 11h13v10H7zM20 14h5l3 3v4h-8z" fill={color} />
      <circle cx="12" cy="22" r="2.3" fill="#111" />
      <circle cx="24" cy="22" r="2.3" fill="#111" />
      <text x="33" y="20" fill="#111" fontSize="9.5" {...text}>{name}</text>
    </Frame>
  );
}

export function AppStoreBadge({ label, line1, line2 }: BadgeProps & { line1: string; line2: string }) {
  return (
    <Frame label={label} width={124} fill="#000" stroke="#6b7280">
      <path d="M17 9c1.2-.1 2.3-1 2.6-2.3-1.2.1-2.4.9-2.6 2.3zm3 8.4c0-1.9 1.5-2.8 1.6-2.9-.9-1.3-2.3-1.5-2.8-1.5-1.2-.1-2.3.7-2.9.7s-1.5-.7-2.5-.7c-1.3 0-2.5.8-3.1 1.9-1.4 2.3-.4 5.8 1 7.7.6.9 1.4 2 2.4 1.9 1-.1 1.3-.6 2.5-.6s1.5.6 2.5.6 1.7-1 2.3-1.9c.7-1 1-2 1-2.1 0 0-2-.8-2-3.1z" fill="#fff" />
      <text x="30" y="13" fill="#fff" fontSize="7" fontFamily="system-ui, Arial, sans-serif">{line1}</text>
      <text x="30" y="25" fill="#fff" fontSize="12" {...text}>{line2}</text>
    </Frame>
  );
}

export function GooglePlayBadge({ label, line1, line2 }: BadgeProps & { line1: string; line2: string }) {
  return (
    <Frame label={label} width={124} fill="#000" stroke="#6b7280">
      <path d="M9 7l11 9-11 9z" fill="#34A853" />
      <path d="M9 7l11 9 3-2.5z" fill="#4285F4" />
      <path d="M9 25l11-9 3 2.5z" fill="#EA4335" />
      <path d="M20 16l3-2.5 3.5 2.5-3.5 2.5z" fill="#FBBC04" />
      <text x="32" y="13" fill="#fff" fontSize="7" fontFamily="system-ui, Arial, sans-serif">{line1}</text>
      <text x="32" y="25" fill="#fff" fontSize="12" {...text}>{line2}</text>
    </Frame>
  );
}

export function VerifiedBadge({ label, name, color }: BadgeProps & { name: string; color: string }) {
  return (
    <Frame label={label} width={124} fill="#fff" stroke="#d1d5db">
      <path d="M16 6l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V9z" fill={color} />
      <path d="M12 16l3 3 5-6" stroke="#fff" strokeWidth="2" fill="none" />
      <text x="30" y="20" fill="#111" fontSize="9" {...text}>{name}</text>
    </Frame>
  );
}
