'use client';

import type { AddressResult } from '@spi/core';
import { useCallback } from 'react';
import { isMobileViewport, registerModal, useModal, type NamedModal } from '@/components/ui';

/** The spec's named modal 'address search' (section 2, Overlays), shared by every address field. */
export const ADDRESS_SEARCH_MODAL = 'address-search' satisfies NamedModal;

export interface AddressSearchArgs {
  /** Searched at once when the modal opens (the address already in the field, for example). */
  initialQuery?: string;
}

registerModal<AddressSearchArgs, AddressResult>(ADDRESS_SEARCH_MODAL, () => import('./address-search-modal'));

/** Opens the address search; resolves with the chosen address, or null when the person closed it. */
export function useAddressSearch(): (args?: AddressSearchArgs) => Promise<AddressResult | null> {
  const { open } = useModal();
  return useCallback(async (args: AddressSearchArgs = {}) => {
    // Full height on phones (a side panel fills the screen); a centred dialog elsewhere.
    const result = await open({ name: ADDRESS_SEARCH_MODAL, args, options: { position: isMobileViewport() ? 'right' : 'center' } });
    return (result as AddressResult | undefined) ?? null;
  }, [open]);
}
