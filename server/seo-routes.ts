import { Router } from 'express';
import { publicPaths } from '../shared/public-paths';

/** /robots.txt and /sitemap.xml, both built from the route table and the configured public URL. */
export function seoRoutes(publicUrl: string): Router {
  const router = Router();
  const sitemap =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    publicPaths.map((p) => `  <url><loc>${publicUrl}${p === '/' ? '/' : p}</loc></url>`).join('\n') +
    '\n</urlset>\n';
  const robots = `User-agent: *\nAllow: /\nDisallow: /functions/\nDisallow: /api/\nDisallow: /quote\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemap);
  });
  return router;
}
