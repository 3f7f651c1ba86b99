import numpy as np
from scipy.signal import chirp, spectrogram
import matplotlib.pyplot as plt

t = np.linspace(0, 10, 1500)
w = chirp(t, f0=6, f1=1, t1=10, method='linear')
plt.plot(t, w)
plt.title("Linear Chirp, f(0)=6, f(10)=1")
plt.xlabel('t (sec)')
plt.show()

fs = 7200
T = 4
t = np.arange(0, int(T*fs)) / fs

def plot_spectrogram(title, w, fs):
    ff, tt, Sxx = spectrogram(w, fs=fs, nperseg=256, nfft=576)
    fig, ax = plt.subplots()
    ax.pcolormesh(tt, ff[:145], Sxx[:145], cmap='gray_r',
                  shading='gouraud')
    ax.set_title(title)
    ax.set_xlabel('t (sec)')
    ax.set_ylabel('Frequency (Hz)')
    ax.grid(True)


w = chirp(t, f0=1500, f1=250, t1=T, method='quadratic')
plot_spectrogram(f'Quadratic Chirp, f(0)=1500, f({T})=250', w, fs)
plt.show()

w = chirp(t, f0=1500, f1=250, t1=T, method='quadratic',
          vertex_zero=False)
plot_spectrogram(f'Quadratic Chirp, f(0)=1500, f({T})=250\n' +
                 '(vertex_zero=False)', w, fs)
plt.show()

w = chirp(t, f0=1500, f1=250, t1=T, method='logarithmic')
plot_spectrogram(f'Logarithmic Chirp, f(0)=1500, f({T})=250', w, fs)
plt.show()

w = chirp(t, f0=1500, f1=250, t1=T, method='hyperbolic')
plot_spectrogram(f'Hyperbolic Chirp, f(0)=1500, f({T})=250', w, fs)
plt.show()
