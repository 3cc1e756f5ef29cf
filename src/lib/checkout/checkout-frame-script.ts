import { CART_STORAGE_KEY } from '../cart/cart.ts';

/**
 * The line the checkout runs before its first paint: the number of lines in the saved cart, as
 * the CSS variable `--checkout-cart-lines` on <html>, so the server-rendered checkout reserves the
 * cart's height before the cart itself can be drawn, and nothing below it moves when it is. It
 * also keeps the server-rendered form from ever being sent by the browser itself (Enter in a
 * field): only the live form places orders. Inline (no request), allowed by its hash in the page
 * policy (astro.config.mjs).
 */
export const CHECKOUT_FRAME_SCRIPT = `document.addEventListener("submit",function(e){if(e.target.closest("[data-checkout-frame]"))e.preventDefault()});try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||"{}"),n=Array.isArray(c.items)?Math.min(c.items.length,30):0;document.documentElement.style.setProperty("--checkout-cart-lines",String(n))}catch(e){}`;
