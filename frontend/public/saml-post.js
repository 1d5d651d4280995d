/* global document */
// Posts the app sign-on page's form (the SAML HTTP-POST binding) as soon as the page is read.
// A file of the site rather than an inline script, which the site's Content-Security-Policy refuses.
document.getElementById('saml-post')?.submit();
