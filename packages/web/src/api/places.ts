import { type Capability, useCapabilities } from './capabilities.ts';

/**
 * Place search and chart calculation for the birth form. The server reports place search as not
 * part of this build (GET /api/health, component "places"), and there is no places or chart API in
 * the contract yet, so the form shows why it cannot search instead of pretending. The places and
 * charts work wires the real calls here.
 */
export function usePlaceSearch(): Capability {
  const { places, known } = useCapabilities();
  if (!known) return { available: false, message: 'Checking whether place search is available...' };
  if (!places.available) return places;
  return { available: false, message: 'Place search has not been connected to this form yet.' };
}
