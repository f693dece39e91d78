/**
 * What the images module offers the other modules: they import it from here, never its files
 * (eslint.config.js, server zones). What is not listed stays inside the module.
 */
export { imageUrlFor } from './repository';
export { IMAGE_MAX_BYTES, consumeUpload, deleteImage, multipartFailure, parseImageDataUrl, readLogo, storeImage } from './service';
