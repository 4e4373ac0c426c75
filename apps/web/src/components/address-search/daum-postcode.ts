'use client';

import type { AddressResult } from '@spi/core';

/** Kakao's postcode service script: loaded only when the API says the provider is 'daum' (never locally). */
export const DAUM_POSTCODE_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

export interface DaumPostcodeData {
  roadAddress: string;
  jibunAddress: string;
  autoJibunAddress?: string;
  zonecode: string;
  buildingName: string;
  sido: string;
  sigungu: string;
}

interface DaumPostcodeInstance {
  embed(element: HTMLElement, options?: { q?: string; autoClose?: boolean }): void;
}
type DaumPostcodeConstructor = new (options: { oncomplete: (data: DaumPostcodeData) => void; width?: string; height?: string }) => DaumPostcodeInstance;

interface DaumWindow { daum?: { Postcode?: DaumPostcodeConstructor } }

let loading: Promise<DaumPostcodeConstructor> | null = null;

export function loadDaumPostcode(): Promise<DaumPostcodeConstructor> {
  loading ??= new Promise<DaumPostcodeConstructor>((resolve, reject) => {
    const existing = (window as unknown as DaumWindow).daum?.Postcode;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = DAUM_POSTCODE_URL;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as DaumWindow).daum?.Postcode;
      if (ctor) resolve(ctor);
      else reject(new Error('daum.Postcode missing'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('postcode.v2.js failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Daum's answer in the AddressResult shape the callers use. */
export function fromDaum(data: DaumPostcodeData): AddressResult {
  return {
    roadAddress: data.roadAddress,
    jibunAddress: data.jibunAddress || data.autoJibunAddress || '',
    zonecode: data.zonecode,
    buildingName: data.buildingName ?? '',
    sido: data.sido,
    sigungu: data.sigungu,
  };
}
