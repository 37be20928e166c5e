/**
 * Web Push to installed apps (docs/decisions/022): the devices a player turned pushes on
 * for, and the one way other modules push to them: jobs queued in their transaction (docs/decisions/033).
 */
export { pushHandler, pushQueue, queuePush, type PushSenderOptions, type RenderPush } from "./delivery.ts";
export { getDevices, removeDevice, subscribe, unsubscribe, PUSH_DEVICES_MAX } from "./subscriptions.ts";
export { acceptableEndpoint, endpointSafeToSend, isPublicAddress } from "./endpoints.ts";
export { deriveVapidKeys, vapidKeysOf, type VapidKeys } from "./vapid.ts";
