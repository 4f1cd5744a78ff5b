import {
  type Location as LocationResponse,
  type SubLocation as SubLocationResponse,
} from '@shared/contracts/locations';
import { type Location } from './location.entity';
import { type SubLocation } from './sub-location.entity';

export function toLocationResponse(location: Location): LocationResponse {
  return { id: location.id, name: location.name, label: location.label, isActive: location.isActive };
}

export function toSubLocationResponse(subLocation: SubLocation, location: Location): SubLocationResponse {
  return {
    id: subLocation.id,
    name: subLocation.name,
    locationName: location.name,
    locationId: location.id,
  };
}
