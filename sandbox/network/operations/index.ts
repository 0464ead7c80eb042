import { retrieveConsentInfo } from "./consent";
import {
  checkDeviceSwap,
  retrieveConnectedNetworkType,
  retrieveDeviceIdentifier,
  retrieveDeviceSwapDate,
  retrieveDeviceType,
  retrieveLocation,
} from "./device";
import { checkNumberRecycling, checkTenure, matchCustomer, verifyAge } from "./kyc";

/** Every operation of seed 001 §4.2, plus consent status and number recycling (docs/network-apis.md). */
export const networkOperations = [
  retrieveDeviceSwapDate,
  checkDeviceSwap,
  matchCustomer,
  verifyAge,
  checkTenure,
  retrieveConsentInfo,
  retrieveLocation,
  retrieveDeviceIdentifier,
  retrieveDeviceType,
  retrieveConnectedNetworkType,
  checkNumberRecycling,
];
