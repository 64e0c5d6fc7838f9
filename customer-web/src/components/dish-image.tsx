import { useState, type ImgHTMLAttributes } from 'react';
import { DISH_PLACEHOLDER } from '../lib/catalogue';

/** An image of a dish that falls back to the drawn placeholder when the picture cannot load. */
export function DishImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return <img {...rest} src={failed || !src ? DISH_PLACEHOLDER : src} alt={alt} onError={() => setFailed(true)} />;
}
