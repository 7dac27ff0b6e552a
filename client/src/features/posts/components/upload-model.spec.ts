import { describe, expect, it } from '@jest/globals';
import { kindOf, titleProblem, uploadForm, visibilityOf, type UploadRequest } from './upload-model';

function request(patch: Partial<UploadRequest> = {}): UploadRequest {
  return {
    mode: 'post',
    kind: 'image',
    file: new File(['x'], 'foto.png', { type: 'image/png' }),
    title: '  Un atardecer en la playa  ',
    desc: '',
    monetizable: false,
    sensitive: false,
    editable: null,
    category: null,
    ...patch,
  };
}

describe('upload model', () => {
  it('tells images and videos apart by type and ignores anything else', () => {
    expect(kindOf({ type: 'image/heic' })).toBe('image');
    expect(kindOf({ type: 'video/mp4' })).toBe('video');
    expect(kindOf({ type: 'application/pdf' })).toBeNull();
  });

  it('accepts only the formats the server reads, by extension when the browser names no type', () => {
    expect(kindOf({ type: 'image/jpeg' })).toBe('image');
    expect(kindOf({ type: 'video/quicktime' })).toBe('video');
    expect(kindOf({ type: 'image/svg+xml', name: 'logo.svg' })).toBeNull();
    expect(kindOf({ type: 'image/bmp', name: 'scan.bmp' })).toBeNull();
    expect(kindOf({ type: 'video/x-msvideo', name: 'clip.avi' })).toBeNull();
    expect(kindOf({ type: '', name: 'IMG_0042.HEIC' })).toBe('image');
    expect(kindOf({ type: '', name: 'viaje.mov' })).toBe('video');
    expect(kindOf({ type: '', name: 'notas' })).toBeNull();
  });

  it('sends the chosen category, and none when the hashtags should decide', () => {
    expect(uploadForm(request({ category: 'Paisajes' })).get('category')).toBe('Paisajes');
    expect(uploadForm(request()).has('category')).toBe(false);
  });

  it('requires a title of at most 100 characters', () => {
    expect(titleProblem('   ')).toBe('required');
    expect(titleProblem('a'.repeat(101))).toBe('too-long');
    expect(titleProblem('corto')).toBeNull();
  });

  it('sends the sensitive choice as the user made it', () => {
    expect(uploadForm(request({ sensitive: false })).get('sensitive')).toBe('false');
    expect(uploadForm(request({ sensitive: true })).get('sensitive')).toBe('true');
    expect(uploadForm(request()).get('title')).toBe('Un atardecer en la playa');
  });

  it('uploads archived and announcement modes as archived', () => {
    expect(visibilityOf('post')).toBe('public');
    expect(visibilityOf('archived')).toBe('archived');
    expect(visibilityOf('announcement')).toBe('archived');
    const form = uploadForm(request({ mode: 'announcement', monetizable: true }));
    expect(form.get('visibility')).toBe('archived');
    expect(form.get('monetizable')).toBe('false');
  });

  it('marks an announcement upload as one, so it can only be shown as an ad', () => {
    expect(uploadForm(request({ mode: 'announcement' })).get('announcement')).toBe('true');
    expect(uploadForm(request({ mode: 'archived' })).get('announcement')).toBeNull();
    expect(uploadForm(request({ mode: 'post' })).get('announcement')).toBeNull();
  });
});
