export { ownUploadsAmong, recordUpload, releaseUnshown, requireOwnUploads } from "./ownership.ts";
