import { Injectable, Logger } from '@nestjs/common';
import { validateDraft } from '../../domain/news';
import { NewsRepository } from '../../ports/news.repository';

const WELCOME = {
  slug: 'bienvenida-a-mixel',
  title: 'Bienvenida a Mixel',
  summary:
    'Qué puedes hacer aquí: descubrir, publicar y comentar imágenes y vídeos, crear con IA y participar en los retos diarios.',
  body: `Mixel es una comunidad en español para compartir imágenes y vídeos. Esto es lo que puedes hacer desde hoy:

## Descubre
La **galería** de la portada muestra lo último; el **explorador** ordena por lo más visto y por categorías, y el buscador encuentra por título, etiqueta o autor.

## Publica
Con el botón **+** subes imágenes (y vídeos en el plan Max). Mixel prepara cada imagen en varios tamaños para que cargue rápido en cualquier pantalla, y nunca publica los datos de ubicación de tus fotos.

## Crea con IA
En **Crear con IA** escribes lo que imaginas y eliges un modelo; cada imagen cuesta créditos de tu plan. Puedes publicarla como una publicación más, o pintar sobre ella en el **lienzo**.

## Participa
Sigue a quien te inspire, comenta, guarda tus favoritas y entra en los **retos diarios**. Si algo no va bien, el botón de comentarios de cada página llega directo al equipo.

¡Gracias por estar aquí!`,
};

/** A published welcome item, so a fresh install's /news is not empty; only while there is none. */
@Injectable()
export class DemoNewsSeeder {
  private readonly log = new Logger('DemoNews');

  constructor(private readonly news: NewsRepository) {}

  async seed(): Promise<void> {
    const existing = await this.news.findAllPage(1, 1);
    if (existing.items.length > 0) {
      return;
    }
    const draft = validateDraft({ ...WELCOME, coverImageId: null });
    const item = await this.news.create(draft, WELCOME.slug, null);
    await this.news.setPublication(item.id, 'published', new Date());
    this.log.log(`Published the demo news item /news/${WELCOME.slug}`);
  }
}
